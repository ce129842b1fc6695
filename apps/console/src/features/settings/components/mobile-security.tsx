import { PIN_LENGTH } from "@sendline/core";
import { Badge } from "@sendline/ui/badge";
import { Button } from "@sendline/ui/button";
import { Field, FieldControl, FieldError, FieldLabel } from "@sendline/ui/field";
import { Input } from "@sendline/ui/input";
import { Switch } from "@sendline/ui/switch";
import { useId, useState, type FormEvent } from "react";
import { fieldErrorsOf, silentFailureMessage } from "../../../lib/response-handler";
import {
  PIN_FIELDS,
  TWOFA_FIELDS,
  useSendMobilePin,
  useSetTwoFactor,
  useVerifyMobile,
  type Profile,
} from "../api/profile";

export interface MobileSecurityProps {
  /** The user's saved mobile, whether it is verified, and whether two-factor is on. */
  profile: Pick<Profile, "mobile" | "validated_mobile" | "twofa_enabled">;
  /** Called with the profile after a verification or a two-factor change. */
  onChanged?: (profile: Profile) => void;
}

/**
 * The mobile's verification by a PIN sent by SMS, and two-factor sign-in by that mobile, which
 * can be turned on once the mobile is verified.
 */
export function MobileSecurity({ profile, onChanged }: MobileSecurityProps) {
  const sendPin = useSendMobilePin();
  const verify = useVerifyMobile();
  const twofa = useSetTwoFactor();
  const [state, setState] = useState(profile);
  const [pinSent, setPinSent] = useState(false);
  const [pin, setPin] = useState("");
  const [pinError, setPinError] = useState<string | null>(null);
  const [twofaError, setTwofaError] = useState<string | null>(null);
  const switchId = useId();
  const verified = Boolean(state.mobile && state.validated_mobile);

  const changed = (next: Profile) => {
    setState(next);
    onChanged?.(next);
  };

  const send = async () => {
    setPinError(null);
    try {
      await sendPin.mutateAsync();
      setPinSent(true);
    } catch (failure) {
      setPinError(silentFailureMessage(failure));
    }
  };

  const submitPin = async (event: FormEvent) => {
    event.preventDefault();
    const code = pin.replace(/\s/g, "");
    if (code.length !== PIN_LENGTH) return setPinError(`The code has ${PIN_LENGTH} digits.`);
    try {
      changed(await verify.mutateAsync(code));
      setPinSent(false);
      setPin("");
    } catch (failure) {
      setPinError(fieldErrorsOf(failure, PIN_FIELDS).pincode ?? silentFailureMessage(failure));
    }
  };

  const toggle = async (enabled: boolean) => {
    setTwofaError(null);
    try {
      changed(await twofa.mutateAsync(enabled));
    } catch (failure) {
      setTwofaError(fieldErrorsOf(failure, TWOFA_FIELDS).twofa_enabled ?? silentFailureMessage(failure));
    }
  };

  return (
    <div className="grid max-w-xl gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <span className="text-sm font-medium">Mobile</span>
        <span className="text-sm">{state.mobile ?? "No mobile number yet"}</span>
        {state.mobile && (
          <Badge variant={verified ? "success" : "warning"}>{verified ? "Verified" : "Not verified"}</Badge>
        )}
        {state.mobile && !verified && (
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={sendPin.isPending}
            onClick={() => void send()}
          >
            {pinSent ? "Send a new code" : "Send code"}
          </Button>
        )}
      </div>
      {pinSent && !verified && (
        <form
          noValidate
          aria-label="Verify mobile"
          onSubmit={(event) => void submitPin(event)}
          className="flex flex-wrap items-end gap-3"
        >
          <Field className="w-48">
            <FieldLabel>Code from the SMS</FieldLabel>
            <FieldControl>
              <Input
                inputMode="numeric"
                autoComplete="one-time-code"
                value={pin}
                onChange={(event) => {
                  setPin(event.target.value);
                  setPinError(null);
                }}
              />
            </FieldControl>
          </Field>
          <Button type="submit" disabled={verify.isPending}>
            Verify
          </Button>
        </form>
      )}
      {pinError && (
        <p role="alert" className="text-sm text-danger">
          {pinError}
        </p>
      )}
      <Field invalid={twofaError !== null}>
        <div className="flex items-center gap-3">
          <Switch
            id={switchId}
            checked={Boolean(state.twofa_enabled)}
            disabled={twofa.isPending}
            onCheckedChange={(checked) => void toggle(checked)}
            aria-describedby={`${switchId}-hint`}
          />
          <label htmlFor={switchId} className="text-sm font-medium">
            Two-factor sign-in by SMS
          </label>
        </div>
        <p id={`${switchId}-hint`} className="text-sm text-muted-foreground">
          {verified
            ? "Each sign-in asks for a code sent to your verified mobile."
            : "Verify your mobile to turn on two-factor sign-in."}
        </p>
        <FieldError>{twofaError}</FieldError>
      </Field>
    </div>
  );
}
