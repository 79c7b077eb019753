/** The visitor's clock; a stable reference so hooks can list it as an effect dependency. */
export const systemNow = (): Date => new Date();
