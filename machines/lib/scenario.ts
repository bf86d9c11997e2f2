/**
 * The sandbox scenario a test put in the page's address, which a machine keeps from its input: sent
 * on with each request it makes (the server forwards it only in the sandbox), absent when none.
 */
export const scenarioOf = (context: { scenario?: string | undefined }): { scenario?: string } =>
  context.scenario ? { scenario: context.scenario } : {}
