export { Checkbox } from "./checkbox";
