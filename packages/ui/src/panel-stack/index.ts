export {
  PanelStack,
  PanelStackItem,
  usePanelStack,
  type PanelStackItemProps,
  type PanelStackProps,
} from "./panel-stack";
