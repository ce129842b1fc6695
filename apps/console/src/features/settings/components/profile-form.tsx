import { Button } from "@sendline/ui/button";
import { Field, FieldControl, FieldError, FieldHint, FieldLabel } from "@sendline/ui/field";
import { Input } from "@sendline/ui/input";
import { useState, type FormEvent } from "react";
import { fieldErrorsOf, silentFailureMessage } from "../../../lib/response-handler";
import { PROFILE_FIELDS, useUpdateProfile, type Profile, type ProfileUpdateBody } from "../api/profile";

const REQUIRED = "This is a required field.";

type Values = ProfileUpdateBody;
type Errors = Partial<Record<keyof Values | "_", string>>;

const LABELS: Record<keyof Values, string> = {
  fname: "First name",
  lname: "Last name",
  email: "Email",
  mobile: "Mobile number",
};

export interface ProfileFormProps {
  /** The signed-in user's saved details. */
  profile: Pick<Profile, "fname" | "lname" | "email" | "mobile">;
  /** Called with the saved profile. */
  onSaved?: (profile: Profile) => void;
}

/**
 * The user's own details (SPEC §2 settings profile): name, email and mobile. What was typed stays
 * on a refusal, with the server's words on each field.
 */
export function ProfileForm({ profile, onSaved }: ProfileFormProps) {
  const update = useUpdateProfile();
  const [values, setValues] = useState<Values>({
    fname: profile.fname,
    lname: profile.lname,
    email: profile.email,
    mobile: profile.mobile ?? "",
  });
  const [errors, setErrors] = useState<Errors>({});
  const [saved, setSaved] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const own: Errors = {};
    for (const field of ["fname", "lname", "email"] as const)
      if (!values[field].trim()) own[field] = REQUIRED;
    setErrors(own);
    if (Object.keys(own).length > 0) return;
    try {
      const answer = await update.mutateAsync(values);
      setSaved(true);
      onSaved?.(answer);
    } catch (failure) {
      const fields = fieldErrorsOf(failure, PROFILE_FIELDS);
      setErrors({
        ...fields,
        _: Object.keys(fields).length ? undefined : (silentFailureMessage(failure) ?? undefined),
      });
    }
  };

  const field = (name: keyof Values, props: { type?: string; autoComplete?: string; hint?: string }) => (
    <Field key={name}>
      <FieldLabel>{LABELS[name]}</FieldLabel>
      <FieldControl>
        <Input
          type={props.type ?? "text"}
          autoComplete={props.autoComplete}
          value={values[name]}
          onChange={(event) => {
            setValues((current) => ({ ...current, [name]: event.target.value }));
            setErrors(({ [name]: _, ...rest }) => rest);
            setSaved(false);
          }}
        />
      </FieldControl>
      {props.hint && <FieldHint>{props.hint}</FieldHint>}
      <FieldError>{errors[name]}</FieldError>
    </Field>
  );

  return (
    <form
      noValidate
      aria-label="Profile"
      onSubmit={(event) => void submit(event)}
      className="grid max-w-xl gap-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {field("fname", { autoComplete: "given-name" })}
        {field("lname", { autoComplete: "family-name" })}
      </div>
      {field("email", { type: "email", autoComplete: "email" })}
      {field("mobile", {
        type: "tel",
        autoComplete: "tel",
        hint: "With the country code, e.g. 639171234567. A new number needs verifying.",
      })}
      {errors._ && (
        <p role="alert" className="text-sm text-danger">
          {errors._}
        </p>
      )}
      <div className="flex items-center gap-3">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? "Saving…" : "Save profile"}
        </Button>
        {saved && (
          <span role="status" className="text-sm text-muted-foreground">
            Profile saved.
          </span>
        )}
      </div>
    </form>
  );
}
