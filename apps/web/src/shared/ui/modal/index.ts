export { Modal } from './modal';
export type { ModalLifecycle, ModalProps } from './modal';
