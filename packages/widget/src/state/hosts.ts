/*
 * Several <ky-wallet> on a page share one session, so they must not open two login modals or two
 * alerts. The first connected element hosts those dialogs; when it leaves, the next one does.
 */
const members: Element[] = [];
const listeners = new Set<() => void>();

function notify(): void {
  listeners.forEach((listener) => listener());
}

export function joinDialogHosts(element: Element): void {
  if (members.includes(element)) return;
  members.push(element);
  notify();
}

export function leaveDialogHosts(element: Element): void {
  const index = members.indexOf(element);
  if (index < 0) return;
  members.splice(index, 1);
  notify();
}

export function isDialogHost(element: Element): boolean {
  return members[0] === element;
}

export function subscribeDialogHost(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
