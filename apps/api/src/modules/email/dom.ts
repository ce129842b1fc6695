import { JSDOM } from "jsdom";

let window: JSDOM["window"] | null = null;

/**
 * One inert DOM for the server's email HTML (parsing with the editor's schema, writing it back,
 * reading text out of it): no scripts run and nothing loads. Made when first needed.
 */
export function serverDom() {
  window ??= new JSDOM("").window;
  return { domParser: new window.DOMParser(), document: window.document };
}
