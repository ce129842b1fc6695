import { zodResolver } from "@hookform/resolvers/zod";
import { DEFAULT_COUNTRY_CODE, joinMobile } from "@sendline/core";
import { resendEmailPinRequestSchema, resendMobilePinRequestSchema } from "@sendline/core/contract";
import { Button } from "@sendline/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@sendline/ui/dialog";
import { Field, FieldControl, FieldError, FieldHint, FieldLabel } from "@sendline/ui/field";
import { Input } from "@sendline/ui/input";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod/mini";
import { fieldErrorsOf } from "../../../lib/response-handler";

const REQUIRED = "This is a required field.";

const emailFormSchema = z.object({
  email: z.pipe(
    z.string().check(z.trim(), z.minLength(1, REQUIRED)),
    resendEmailPinRequestSchema.shape.email,
  ),
});

const mobileFormSchema = z
  .object({
    countryCode: z.string().check(z.trim(), z.regex(/^\+?\d{0,4}$/, "Enter the country code, digits only.")),
    number: z.string().check(z.trim(), z.minLength(1, REQUIRED)),
  })
  .check(
    z.refine(
      ({ countryCode, number }) =>
        resendMobilePinRequestSchema.shape.mobile.safeParse(joinMobile(number, countryCode)).success,
      { path: ["number"], message: "Enter the mobile number, digits only." },
    ),
  );

/** The message to show for a failed send: the field's own error, else the server's message. */
function failureText(error: unknown, field: string): string {
  return (
    fieldErrorsOf(error, [field])[field] ??
    (error instanceof Error ? error.message : "The PIN could not be sent. Please try again.")
  );
}

export interface ResendEmailDialogProps {
  email: string;
  /** Sends the PIN to `email`; rejects with the server's answer. */
  onSend: (email: string) => Promise<void>;
}

/** Sends the email PIN again, to the same address or a new one (SPEC §4: the email can be replaced once). */
export function ResendEmailDialog({ email, onSend }: ResendEmailDialogProps) {
  const [open, setOpen] = useState(false);
  const form = useForm({ resolver: zodResolver(emailFormSchema), values: { email } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSend(values.email);
      setOpen(false);
    } catch (error) {
      form.setError("email", { message: failureText(error, "email") });
    }
  });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="link" className="self-start px-0!">
          Resend email PIN or change email
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Resend email PIN</DialogTitle>
          <DialogDescription>
            We send a new PIN to this address. You can correct the address once.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label="Resend email PIN">
          <Field>
            <FieldLabel>Email address</FieldLabel>
            <FieldControl>
              <Input type="email" autoComplete="email" {...form.register("email")} />
            </FieldControl>
            {errors.email && <FieldError role="alert">{errors.email.message}</FieldError>}
          </Field>
          <DialogFooter>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? "Sending…" : "Send PIN"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export interface ResendMobileDialogProps {
  /** The signup's mobile: the country prefix joined to the number. */
  mobile: string;
  /** Sends an SMS PIN to `mobile` (prefix joined to number); rejects with the server's answer. */
  onSend: (mobile: string) => Promise<void>;
}

/** Sends the SMS PIN again, to the same number or a new one (SPEC §4: sends plus replaces at most 2). */
export function ResendMobileDialog({ mobile, onSend }: ResendMobileDialogProps) {
  const [open, setOpen] = useState(false);
  const number = mobile.startsWith(DEFAULT_COUNTRY_CODE) ? mobile.slice(DEFAULT_COUNTRY_CODE.length) : mobile;
  const countryCode = number === mobile ? "" : DEFAULT_COUNTRY_CODE;
  const form = useForm({ resolver: zodResolver(mobileFormSchema), values: { countryCode, number } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSend(joinMobile(values.number, values.countryCode));
      setOpen(false);
    } catch (error) {
      form.setError("number", { message: failureText(error, "mobile") });
    }
  });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="link" className="self-start px-0!">
          Resend SMS PIN or change mobile
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Resend SMS PIN</DialogTitle>
          <DialogDescription>We text a new PIN to this number. Check it, or correct it.</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label="Resend SMS PIN">
          <div className="grid grid-cols-[6rem_1fr] gap-3">
            <Field>
              <FieldLabel>Country code</FieldLabel>
              <FieldControl>
                <Input
                  inputMode="numeric"
                  autoComplete="tel-country-code"
                  {...form.register("countryCode")}
                />
              </FieldControl>
              {errors.countryCode && <FieldError role="alert">{errors.countryCode.message}</FieldError>}
            </Field>
            <Field>
              <FieldLabel>Mobile number</FieldLabel>
              <FieldControl>
                <Input inputMode="tel" autoComplete="tel-national" {...form.register("number")} />
              </FieldControl>
              <FieldHint>Digits only.</FieldHint>
              {errors.number && <FieldError role="alert">{errors.number.message}</FieldError>}
            </Field>
          </div>
          <DialogFooter>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? "Sending…" : "Send PIN"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
