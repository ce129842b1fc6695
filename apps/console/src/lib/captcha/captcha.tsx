import { useEffect, useId, useState, type ComponentType } from "react";

/** What every captcha widget gives the login and signup forms (SPEC §5: reset on expiry). */
export interface CaptchaWidgetProps {
  siteKey: string;
  /** Called with the response token the server verifies. */
  onVerify: (token: string) => void;
  /** Called when a solved captcha expires; the form drops its token. */
  onExpire: () => void;
  /** Changing this value remounts, and so resets, the widget, e.g. after a failed submit. */
  resetKey?: number;
}

/** Token the reference server's embedded verifier accepts. */
export const DEMO_CAPTCHA_TOKEN = "demo-captcha-ok";
const DEMO_EXPIRY_MS = 2 * 60_000;

/**
 * The local default captcha: a confirmation checkbox whose token the embedded verifier accepts.
 * A real provider is plugged in by registering its widget under its site-key prefix.
 */
export function DemoCaptcha({ onVerify, onExpire }: CaptchaWidgetProps) {
  const id = useId();
  const [checked, setChecked] = useState(false);

  useEffect(() => {
    if (!checked) return;
    const timer = setTimeout(() => {
      setChecked(false);
      onExpire();
    }, DEMO_EXPIRY_MS);
    return () => clearTimeout(timer);
  }, [checked, onExpire]);

  return (
    <div className="flex items-center gap-3 rounded-md border border-gray-300 bg-gray-50 px-3 py-2">
      <input
        id={id}
        type="checkbox"
        className="size-5"
        checked={checked}
        onChange={(event) => {
          setChecked(event.target.checked);
          if (event.target.checked) onVerify(DEMO_CAPTCHA_TOKEN);
          else onExpire();
        }}
      />
      <label htmlFor={id} className="text-sm">
        I&apos;m not a robot
      </label>
    </div>
  );
}

const widgets = new Map<string, ComponentType<CaptchaWidgetProps>>([["demo", DemoCaptcha]]);

/** Registers a provider's widget for site keys starting with `prefix` (e.g. a script-based provider). */
export function registerCaptchaWidget(prefix: string, widget: ComponentType<CaptchaWidgetProps>): void {
  widgets.set(prefix, widget);
}

export function Captcha(props: CaptchaWidgetProps) {
  const Widget =
    [...widgets.entries()].find(([prefix]) => props.siteKey.startsWith(prefix))?.[1] ?? DemoCaptcha;
  return <Widget key={props.resetKey} {...props} />;
}
