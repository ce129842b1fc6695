export {
  PasswordForm,
  type PasswordFormField,
  type PasswordFormProps,
  type PasswordFormValues,
} from "./password-form";
