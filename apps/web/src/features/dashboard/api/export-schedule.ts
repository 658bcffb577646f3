import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function exportFileName(year: number, month: number): string {
  return `schedule-${year}-${String(month).padStart(2, '0')}.json`;
}

/**
 * GET /api/schedules/export/{year}/{month}, saved by the browser as schedule-{year}-{MM}.json.
 * Returns the file name.
 */
export async function exportSchedule({ year, month }: { year: number; month: number }): Promise<string> {
  const data = await api.get<unknown>(`/api/schedules/export/${year}/${month}`);
  const name = exportFileName(year, month);
  const blob = new Blob([typeof data === 'string' ? data : JSON.stringify(data, null, 2)], {
    type: 'application/json',
  });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return name;
}

export function useExportSchedule() {
  return useMutation({ mutationFn: exportSchedule });
}
