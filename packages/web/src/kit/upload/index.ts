export { UploadButton, type UploadButtonProps } from './upload-button';
