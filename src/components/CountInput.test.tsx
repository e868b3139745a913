import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { CountInput } from './CountInput';

/** A form of one count, registered with react-hook-form, that reports what it submits. */
function CountForm({ max, error, onSubmit }: { max: number; error: string | null; onSubmit: (v: unknown) => void }) {
  const { register, handleSubmit } = useForm({ defaultValues: { count: '3' } });
  return (
    <form onSubmit={(e) => void handleSubmit(onSubmit)(e)}>
      <CountInput label="Day CNA Monday" max={max} input={register('count')} error={error} />
      <button type="submit">Save</button>
    </form>
  );
}

afterEach(cleanup);

describe('CountInput', () => {
  it('is a whole number input from 0 to max, named by its label', () => {
    render(<CountForm max={50} error={null} onSubmit={vi.fn()} />);
    const input = screen.getByRole('spinbutton', { name: 'Day CNA Monday' });
    expect(input).toHaveValue(3);
    expect(input).toHaveAttribute('min', '0');
    expect(input).toHaveAttribute('max', '50');
    expect(input).toHaveAttribute('step', '1');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).not.toHaveClass('is-invalid');
  });

  it('gives react-hook-form what is typed', async () => {
    const onSubmit = vi.fn();
    render(<CountForm max={50} error={null} onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText('Day CNA Monday'), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ count: '12' });
  });

  it('takes a value and its onChange instead', () => {
    const onChange = vi.fn();
    render(<CountInput label="Census Sunday" max={1000} input={{ value: '80', onChange }} error={null} />);
    const input = screen.getByLabelText('Census Sunday');
    expect(input).toHaveValue(80);
    fireEvent.change(input, { target: { value: '81' } });
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('marks itself invalid and shows its error', () => {
    render(<CountForm max={50} error="Enter a whole number from 0 to 50" onSubmit={vi.fn()} />);
    expect(screen.getByLabelText('Day CNA Monday')).toHaveClass('is-invalid');
    expect(screen.getByText('Enter a whole number from 0 to 50')).toHaveClass('invalid-feedback');
  });

  it.each([
    ['two digits', 50, '4rem'],
    ['three digits', 999, '4rem'],
    ['four digits', 1000, '4.5rem'],
  ])('is wide enough for %s', (_, max, width) => {
    render(<CountInput label="Count" max={max} input={{ value: '', onChange: vi.fn() }} error={null} />);
    expect(screen.getByLabelText('Count')).toHaveStyle({ minWidth: width });
  });
});
