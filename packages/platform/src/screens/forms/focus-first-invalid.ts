/**
 * Moves focus to the first control, in the page's order, whose field has a message: a blocked submit is never a
 * dead click, and a keyboard or screen-reader user lands where the problem is. Controls are found by their `name`.
 */
export function focusFirstInvalid(formElement: HTMLFormElement | null, errors: object | undefined): void {
  if (!formElement || !errors) return;
  const inError = (name: string | null) => Boolean(name && (errors as Record<string, unknown>)[name]);
  const target = Array.from(
    formElement.querySelectorAll<HTMLElement>('input[name], select[name], textarea[name]'),
  ).find((element) => inError(element.getAttribute('name')));
  target?.focus();
}
