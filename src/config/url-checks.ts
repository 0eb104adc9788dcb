/** The URL holds a user name or password (`http://user:pw@host`), which fetch refuses. */
export const hasUserInfo = (url: URL) => url.username !== '' || url.password !== '';

/** An http(s) URL with a host. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}
