/**
 * What registration accepts. The contract's schemas enforce them on the server; forms read them
 * from here (without the schemas) to say so before sending.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const NICKNAME_LENGTH = { min: 2, max: 40 } as const;
