/** Query keys of the public system calls, shared by the shell and the features that read them. */
export const systemKeys = {
  status: ['system', 'status'] as const,
  country: ['system', 'country'] as const,
};
