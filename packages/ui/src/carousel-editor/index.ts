export { CarouselEditor, type CarouselEditorProps } from "./carousel-editor";
