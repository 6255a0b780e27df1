import { createRef, useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Checkbox } from './checkbox';

describe('Checkbox', () => {
  it('is a checkbox named by its label', () => {
    render(<Checkbox label="로그인 상태 유지" name="loginKeep" />);
    const box = screen.getByRole('checkbox', { name: '로그인 상태 유지' }) as HTMLInputElement;
    expect(box.name).toBe('loginKeep');
    expect(box.checked).toBe(false);
  });

  it('toggles when its label is clicked', () => {
    function Controlled() {
      const [checked, setChecked] = useState(false);
      return <Checkbox label="아이디 저장" checked={checked} onChange={(e) => setChecked(e.target.checked)} />;
    }
    render(<Controlled />);
    fireEvent.click(screen.getByText('아이디 저장'));
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByText('아이디 저장'));
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(false);
  });

  it('works with a register()-style spread of name, onChange, onBlur and ref', () => {
    const ref = createRef<HTMLInputElement>();
    const onChange = jest.fn();
    const onBlur = jest.fn();
    render(<Checkbox label="마케팅 수신 동의" name="marketing" ref={ref} onChange={onChange} onBlur={onBlur} />);
    const box = screen.getByRole('checkbox');
    expect(ref.current).toBe(box);
    fireEvent.click(box);
    fireEvent.blur(box);
    expect(onChange.mock.calls[0][0].target.checked).toBe(true);
    expect(onBlur).toHaveBeenCalledTimes(1);
  });

  it('cannot be toggled when disabled', async () => {
    const onChange = jest.fn();
    render(<Checkbox label="동의" disabled onChange={onChange} />);
    const box = screen.getByRole('checkbox') as HTMLInputElement;
    expect(box.disabled).toBe(true);
    await userEvent.click(box);
    expect(onChange).not.toHaveBeenCalled();
    expect(box.checked).toBe(false);
  });
});
