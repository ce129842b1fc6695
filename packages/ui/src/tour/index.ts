export { Tour, type TourProps, type TourState } from "./tour";
