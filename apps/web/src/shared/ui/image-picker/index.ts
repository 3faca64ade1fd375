export { ImagePicker } from './image-picker';
export type { ImagePickerTexts } from './image-picker';
export { addImages, readImage } from './picked-images';
export type { ImageLimits, ImageProblem, PickedImage } from './picked-images';
