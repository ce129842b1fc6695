import { createRequire } from "node:module";
import type * as Jsdom from "jsdom";

let window: Jsdom.JSDOM["window"] | null = null;

/**
 * One inert DOM for the server's email HTML (parsing with the editor's schema, writing it back,
 * reading text out of it): no scripts run and nothing loads. Made when first needed, and jsdom is
 * loaded only then: loading it takes about 0.7 s of CPU, which a start need not wait for.
 */
export function serverDom() {
  if (!window) {
    const { JSDOM } = createRequire(import.meta.url)("jsdom") as typeof Jsdom;
    window = new JSDOM("").window;
  }
  return { domParser: new window.DOMParser(), document: window.document };
}
