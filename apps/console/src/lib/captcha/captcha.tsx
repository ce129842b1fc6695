import { createElement, useEffect, useId, useRef, useState, type ComponentType } from "react";

/** The captcha providers a deployment can name (`captchaProvider` in `/config.json`). */
export type CaptchaProvider = "demo" | "recaptcha" | "hcaptcha" | "turnstile";

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

/** Token the reference server's embedded verifier accepts, in demo mode only. */
export const DEMO_CAPTCHA_TOKEN = "demo-captcha-ok";
const DEMO_EXPIRY_MS = 2 * 60_000;

/**
 * The demo captcha: a confirmation checkbox whose token the embedded verifier accepts. The server
 * names this provider only in demo mode, so production never shows it.
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

interface ScriptProvider {
  /** The provider's widget script; the server's CSP allows its origin when the provider is configured. */
  src: string;
  /** The global the script defines, with the `render` call every one of these providers shares. */
  global: "grecaptcha" | "hcaptcha" | "turnstile";
}

const SCRIPT_PROVIDERS: Record<Exclude<CaptchaProvider, "demo">, ScriptProvider> = {
  recaptcha: { src: "https://www.google.com/recaptcha/api.js?render=explicit", global: "grecaptcha" },
  hcaptcha: { src: "https://js.hcaptcha.com/1/api.js?render=explicit", global: "hcaptcha" },
  turnstile: {
    src: "https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit",
    global: "turnstile",
  },
};

type RenderApi = {
  render(element: HTMLElement, options: Record<string, unknown>): unknown;
};

const loading = new Map<string, Promise<void>>();

/** Loads a provider's script once per page. */
function loadScript(src: string): Promise<void> {
  let promise = loading.get(src);
  if (!promise) {
    promise = new Promise<void>((resolve, reject) => {
      const script = document.createElement("script");
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => reject(new Error(`captcha script failed to load: ${src}`));
      document.head.append(script);
    });
    loading.set(src, promise);
  }
  return promise;
}

/** A provider widget that renders through the provider's script (reCAPTCHA, hCaptcha, Turnstile). */
function scriptCaptcha(provider: ScriptProvider): ComponentType<CaptchaWidgetProps> {
  return function ScriptCaptcha({ siteKey, onVerify, onExpire }: CaptchaWidgetProps) {
    const container = useRef<HTMLDivElement>(null);
    const [failed, setFailed] = useState(false);
    useEffect(() => {
      let cancelled = false;
      loadScript(provider.src).then(
        () => {
          const api = (window as unknown as Record<string, RenderApi | undefined>)[provider.global];
          if (cancelled || !container.current || !api) return;
          api.render(container.current, {
            sitekey: siteKey,
            callback: onVerify,
            "expired-callback": onExpire,
            "error-callback": onExpire,
          });
        },
        () => !cancelled && setFailed(true),
      );
      return () => {
        cancelled = true;
      };
    }, [siteKey, onVerify, onExpire]);
    return (
      <div data-captcha-provider={provider.global}>
        <div ref={container} />
        {failed && (
          <p role="alert" className="text-sm text-danger">
            The captcha could not be loaded. Check your connection and reload the page.
          </p>
        )}
      </div>
    );
  };
}

const widgets = new Map<CaptchaProvider, ComponentType<CaptchaWidgetProps>>([
  ["demo", DemoCaptcha],
  ["recaptcha", scriptCaptcha(SCRIPT_PROVIDERS.recaptcha)],
  ["hcaptcha", scriptCaptcha(SCRIPT_PROVIDERS.hcaptcha)],
  ["turnstile", scriptCaptcha(SCRIPT_PROVIDERS.turnstile)],
]);

/** Replaces a provider's widget, e.g. with one that wraps the provider's own React component. */
export function registerCaptchaWidget(
  provider: CaptchaProvider,
  widget: ComponentType<CaptchaWidgetProps>,
): void {
  widgets.set(provider, widget);
}

/** The configured provider's widget; the demo checkbox only when the server says the provider is `demo`. */
export function Captcha({ provider, ...props }: CaptchaWidgetProps & { provider: CaptchaProvider }) {
  const widget = widgets.get(provider);
  return widget ? createElement(widget, { key: props.resetKey, ...props }) : null;
}
