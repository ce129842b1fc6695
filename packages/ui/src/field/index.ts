export { Field, FieldControl, FieldError, FieldHint, FieldLabel, useField, type FieldProps } from "./field";
