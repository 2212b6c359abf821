import { describe, expect, it } from 'vitest';
import { readRegister } from './payroll-register-query';

describe('readRegister', () => {
  it('accepts the register and refuses another shape in words', () => {
    expect(readRegister({ run: { id: 'r' }, lines: [] }).lines).toEqual([]);
    expect(() => readRegister({ lines: [] })).toThrow('The payroll run came back in an unexpected shape.');
  });
});
