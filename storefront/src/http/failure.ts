/** A refusal in the shape the shop's API answers them, so a client reads the storefront's the same way. */
export const failure = (message: string, code: string, field?: string) => ({
  status: 'fail' as const,
  message,
  code,
  ...(field !== undefined && { field }),
});
