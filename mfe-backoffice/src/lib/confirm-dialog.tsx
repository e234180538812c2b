import { Modal } from '@shop/shared/antd';
import type { ReactNode } from 'react';

/**
 * A question before a step that cannot be taken back: its title names the consequence, its button the step.
 * Confirming closes it and takes the step; Cancel only closes it.
 */
export function ConfirmDialog({
  question,
  confirmText,
  onConfirm,
  onClose,
  children,
}: {
  question: string;
  confirmText: string;
  onConfirm: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Modal
      open
      title={question}
      okText={confirmText}
      onOk={() => {
        onClose();
        onConfirm();
      }}
      onCancel={onClose}
      destroyOnHidden
    >
      {children}
    </Modal>
  );
}
