import {
  REGISTRATION_MESSAGES,
  RegistrationFieldsSchema,
  type RegistrationSubmit,
} from '@rotawise/api-contract';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

/** The Register tab: the contract's fields plus the answer typed into the verification box. */
export const RegistrationFormSchema = RegistrationFieldsSchema.extend({
  captchaAnswer: z
    .string()
    .trim()
    .min(1, REGISTRATION_MESSAGES.verificationRequired)
    .regex(/^-?\d+$/, REGISTRATION_MESSAGES.verificationWrong),
});
export type RegistrationForm = z.infer<typeof RegistrationFormSchema>;

/** POST /api/registration-requests {name, email, organization, department, phoneNumber, captcha} */
export async function createRegistrationRequest(input: RegistrationSubmit): Promise<unknown> {
  return api.post<unknown>('/api/registration-requests', input);
}

/** The server names the verification field in its 400 message ('captcha: ...'); other errors are general. */
export function verificationErrorOf(error: Error): string | null {
  const match = /^captcha:\s*(.+)$/i.exec(error.message);
  if (match?.[1]) return match[1];
  if (error.message.includes('Incorrect answer')) return REGISTRATION_MESSAGES.verificationWrong;
  return null;
}

export function useCreateRegistrationRequest() {
  return useMutation({ mutationFn: createRegistrationRequest });
}
