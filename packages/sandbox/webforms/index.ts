export { registerFormPage } from './formPage';
export { webformsOperations } from './instances';
export { WEBFORMS_BASE_PATH } from './places';
