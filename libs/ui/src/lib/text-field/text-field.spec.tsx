import { createRef, useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextField } from './text-field';

describe('TextField', () => {
  it('is labelled by its visible label', () => {
    render(<TextField label="아이디" name="loginId" />);
    const input = screen.getByLabelText('아이디') as HTMLInputElement;
    expect(input.name).toBe('loginId');
    expect(screen.getByText('아이디').tagName).toBe('LABEL');
  });

  it('strips whitespace as the user types', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<TextField label="아이디" name="loginId" onChange={onChange} />);
    const input = screen.getByLabelText('아이디') as HTMLInputElement;
    await user.type(input, ' ab c ');
    expect(input.value).toBe('abc');
    expect(onChange.mock.calls.at(-1)[0].target.value).toBe('abc');
  });

  it('strips pasted whitespace in a controlled field', () => {
    function Controlled() {
      const [value, setValue] = useState('');
      return <TextField label="닉네임" name="nickname" value={value} onChange={(e) => setValue(e.target.value)} />;
    }
    render(<Controlled />);
    const input = screen.getByLabelText('닉네임') as HTMLInputElement;
    fireEvent.change(input, { target: { value: ' 러브 캐스트\t' } });
    expect(input.value).toBe('러브캐스트');
  });

  it('keeps whitespace when stripWhitespace is false', () => {
    render(<TextField label="제목" name="title" stripWhitespace={false} />);
    const input = screen.getByLabelText('제목') as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'a b' } });
    expect(input.value).toBe('a b');
  });

  it('shows the error as an alert and marks the input invalid', () => {
    render(<TextField label="아이디" name="loginId" error="아이디를 확인해주세요." />);
    const input = screen.getByLabelText('아이디');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('아이디를 확인해주세요.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toContain(alert.id);
  });

  it('is not invalid without an error', () => {
    render(<TextField label="아이디" name="loginId" />);
    expect(screen.getByLabelText('아이디').hasAttribute('aria-invalid')).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('passes maxLength and type to the input', () => {
    render(<TextField label="비밀번호" name="password" type="password" maxLength={15} />);
    const input = screen.getByLabelText('비밀번호') as HTMLInputElement;
    expect(input.type).toBe('password');
    expect(input.maxLength).toBe(15);
  });

  it('works with a register()-style spread of name, onChange, onBlur and ref', () => {
    const ref = createRef<HTMLInputElement>();
    const onChange = jest.fn();
    const onBlur = jest.fn();
    render(<TextField label="아이디" name="loginId" ref={ref} onChange={onChange} onBlur={onBlur} />);
    const input = screen.getByLabelText('아이디');
    expect(ref.current).toBe(input);
    fireEvent.change(input, { target: { value: 'a b' } });
    fireEvent.blur(input);
    expect(onChange.mock.calls[0][0].target.value).toBe('ab');
    expect(onBlur).toHaveBeenCalledTimes(1);
    expect(ref.current!.value).toBe('ab');
  });
});
