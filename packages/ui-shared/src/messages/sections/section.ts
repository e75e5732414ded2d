/** One feature's messages: English is the reference, and Indonesian must have exactly its keys. */
export function section<const En extends Readonly<Record<string, string>>>(messages: {
  en: En;
  id: Readonly<Record<keyof En, string>>;
}) {
  return messages;
}
