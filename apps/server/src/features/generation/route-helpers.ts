/** YYYY-MM, as the spec's messages write a month. */
export const yearMonth = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}`;
