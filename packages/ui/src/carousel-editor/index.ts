export {
  CarouselEditor,
  type CarouselEditorErrors,
  type CarouselEditorImageSlot,
  type CarouselEditorProps,
} from "./carousel-editor";
