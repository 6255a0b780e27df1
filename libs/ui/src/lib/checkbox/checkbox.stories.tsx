import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { Checkbox } from './checkbox';

const meta = {
  title: 'Inputs/Checkbox',
  component: Checkbox,
  args: { label: '로그인 상태 유지', name: 'loginKeep', onChange: fn() },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {};
export const Checked: Story = { args: { defaultChecked: true } };
export const Disabled: Story = { args: { disabled: true } };

function TermsDemo() {
  const [terms, setTerms] = useState({ service: false, privacy: false, marketing: false });
  const all = terms.service && terms.privacy && terms.marketing;
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <Checkbox label="전체 동의" checked={all} onChange={(e) => setTerms({ service: e.target.checked, privacy: e.target.checked, marketing: e.target.checked })} />
      <Checkbox label="운영정책 동의 (필수)" checked={terms.service} onChange={(e) => setTerms({ ...terms, service: e.target.checked })} />
      <Checkbox label="개인정보 처리 방침 동의 (필수)" checked={terms.privacy} onChange={(e) => setTerms({ ...terms, privacy: e.target.checked })} />
      <Checkbox label="마케팅 수신 동의 (선택)" checked={terms.marketing} onChange={(e) => setTerms({ ...terms, marketing: e.target.checked })} />
    </div>
  );
}

/** The terms block of spec §4: all-agree toggles the three boxes. */
export const TermsAgreement: Story = { render: () => <TermsDemo /> };
