/**
 * The class of a header button: on a dark header (inverse) it turns light. Apart from the button, so the
 * sign-in pages' language switch takes the class without the header's badge and tooltip.
 */
export function headerActionClassName(inverse: boolean): string {
  return inverse ? 'header-action header-action-inverse' : 'header-action';
}
