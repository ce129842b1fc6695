import { buildPrograms } from "./build";

/** The programs that tests run as processes of their own, built once for the run. */
export default function setup() {
  buildPrograms();
}
