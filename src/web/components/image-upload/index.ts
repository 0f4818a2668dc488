export { ImageUpload, useStoredImage } from './image-upload';
export { PREVIEW_SLOT, uploadImage, uploadPending, type ImageSlot, type UploadAnswer } from './upload-image';
