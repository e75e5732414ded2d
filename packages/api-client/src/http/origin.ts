/** Absolute (`https://…`) and protocol-relative (`//…`) addresses leave the API's origin. */
export function isOtherOrigin(url: string | undefined): boolean {
  return url !== undefined && /^([a-z][a-z\d+.-]*:)?\/\//i.test(url);
}
