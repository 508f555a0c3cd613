/**
 * The header place reserved for the message centre, the task centre and quick search (a later issue).
 * Deliberately empty until they exist: no placeholder controls.
 */
export function HeaderExtensionSlot() {
  return null;
}
