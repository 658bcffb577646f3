import { z } from 'zod';
import { NAME_MIN, PHONE_MIN } from './constants.js';
import { safeText } from './text.js';

export const REGISTRATION_MESSAGES = {
  nameMin: 'Name must be at least 2 characters',
  emailInvalid: 'Please enter a valid email address',
  organizationMin: 'Organization must be at least 2 characters',
  departmentMin: 'Department must be at least 2 characters',
  phoneMin: 'Phone number must be at least 10 characters',
  verificationRequired: 'Please complete the verification.',
  verificationWrong: 'Incorrect answer, please try again.',
  verificationExpired: 'The verification question expired, please answer the new one.',
  submitted:
    'Thank you! Your registration request has been submitted. You will be contacted once it is approved.',
  decidedStatusLocked: 'A decided request keeps its status; only its notes can be edited',
} as const;

/** A verification question issued by the server; the answer is checked by the server, never the browser. */
export const RegistrationChallengeSchema = z.object({ id: z.string(), question: z.string() });
export type RegistrationChallenge = z.infer<typeof RegistrationChallengeSchema>;

export const CaptchaAnswerSchema = z.object(
  {
    id: safeText(64, { error: REGISTRATION_MESSAGES.verificationRequired }).min(
      1,
      REGISTRATION_MESSAGES.verificationRequired,
    ),
    answer: z.coerce
      .number({ error: REGISTRATION_MESSAGES.verificationRequired })
      .int(REGISTRATION_MESSAGES.verificationWrong),
  },
  { error: REGISTRATION_MESSAGES.verificationRequired },
);

/** The longest address RFC 5321 allows through. */
export const EMAIL_MAX = 254;

/** A phone number as registration and the profile take it: 10 to 40 characters. */
export const PhoneNumberSchema = safeText(40, { error: 'phoneNumber is required' })
  .trim()
  .min(PHONE_MIN, REGISTRATION_MESSAGES.phoneMin);

/** The Register tab's fields (spec 5: name 2, email, organization 2, department 2, phone 10). */
export const RegistrationFieldsSchema = z.object({
  name: safeText(120, { error: 'name is required' }).trim().min(NAME_MIN, REGISTRATION_MESSAGES.nameMin),
  email: safeText(EMAIL_MAX, { error: 'email is required' })
    .trim()
    .pipe(z.email(REGISTRATION_MESSAGES.emailInvalid)),
  organization: safeText(160, { error: 'organization is required' })
    .trim()
    .min(2, REGISTRATION_MESSAGES.organizationMin),
  department: safeText(160, { error: 'department is required' })
    .trim()
    .min(2, REGISTRATION_MESSAGES.departmentMin),
  phoneNumber: PhoneNumberSchema,
});

export const RegistrationSubmitSchema = RegistrationFieldsSchema.extend({ captcha: CaptchaAnswerSchema });
export type RegistrationSubmit = z.infer<typeof RegistrationSubmitSchema>;

export const RegistrationStatusSchema = z.enum(['pending', 'approved', 'rejected']);
export type RegistrationStatus = z.infer<typeof RegistrationStatusSchema>;

/** As the spec's table shows a request (snake_case fields of the original API). */
export const RegistrationRequestSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  organization: z.string(),
  department: z.string(),
  phone_number: z.string(),
  status: RegistrationStatusSchema,
  notes: z.string().nullable(),
  created_at: z.string(),
  reviewed_at: z.string().nullable(),
  reviewed_by: z.string().nullable(),
  created_staff_id: z.number().int().nullable(),
});
export type RegistrationRequest = z.infer<typeof RegistrationRequestSchema>;

/** POST /api/register answers the request id and the username the account gets once approved. */
export const RegisterResponseSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  status: RegistrationStatusSchema,
  message: z.string(),
});
export type RegisterResponse = z.infer<typeof RegisterResponseSchema>;

export const RegistrationReviewSchema = z.object({
  status: RegistrationStatusSchema,
  notes: safeText(2000).trim().nullish(),
});
export type RegistrationReview = z.infer<typeof RegistrationReviewSchema>;

export const InitialLoginSchema = z.object({ username: z.string(), password: z.string() });
export type InitialLogin = z.infer<typeof InitialLoginSchema>;

/** The review answer; `initialLogin` is present only on the approval that created the account (shown once). */
export const RegistrationReviewResponseSchema = RegistrationRequestSchema.extend({
  initialLogin: InitialLoginSchema.nullable(),
});
export type RegistrationReviewResponse = z.infer<typeof RegistrationReviewResponseSchema>;

export const PendingCountSchema = z.object({ count: z.number().int().min(0) });
export type PendingCount = z.infer<typeof PendingCountSchema>;
