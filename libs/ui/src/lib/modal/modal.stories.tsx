import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { Modal, type ModalProps } from './modal';
import { Button } from '../button/button';
import { TextField } from '../text-field/text-field';

const meta = {
  title: 'Overlays/Modal',
  component: Modal,
  args: { open: true, title: '로그인', onClose: fn() },
} satisfies Meta<typeof Modal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  args: {
    children: (
      <div style={{ display: 'grid', gap: 12 }}>
        <TextField label="아이디" name="loginId" maxLength={15} />
        <TextField label="비밀번호" name="password" type="password" maxLength={40} />
        <Button type="submit">로그인</Button>
      </div>
    ),
  },
};

/** Opens from a button; Escape, the backdrop and × close it and focus returns to the button. */
export const Interactive: Story = {
  args: { open: false },
  render: (args) => <InteractiveModal {...args} />,
};

function InteractiveModal(args: ModalProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>로그인 열기</Button>
      <Modal
        {...args}
        open={open}
        onClose={() => {
          setOpen(false);
          args.onClose();
        }}
      >
        <p style={{ margin: 0 }}>모달 내용</p>
      </Modal>
    </>
  );
}
