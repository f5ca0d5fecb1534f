/** A pathname as a person reads it: `/games%20copy` → `/games copy`. */
export function decodePath(pathname: string): string {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}
