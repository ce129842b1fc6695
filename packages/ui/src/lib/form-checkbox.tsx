/** What a form submits for a button drawn as a switch or checkbox: a checkbox out of sight and reach. */
function FormCheckbox({
  checked,
  ...props
}: {
  name: string;
  value: string;
  checked: boolean;
  required?: boolean | undefined;
  disabled?: boolean | undefined;
  form?: string | undefined;
}) {
  return (
    <input
      type="checkbox"
      aria-hidden
      tabIndex={-1}
      checked={checked}
      readOnly
      className="pointer-events-none absolute size-0 opacity-0"
      {...props}
    />
  );
}

export { FormCheckbox };
