export { Progress, type ProgressProps } from "./progress";
