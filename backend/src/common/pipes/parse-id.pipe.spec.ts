import { NotFoundException } from '@nestjs/common';
import { ParseIdPipe, UUID_EXPECTED } from './parse-id.pipe.js';

function refusal(run: () => unknown): NotFoundException {
  try {
    run();
  } catch (error) {
    if (error instanceof NotFoundException) return error;
    throw error;
  }
  throw new Error('expected the id to be refused');
}

describe('ParseIdPipe', () => {
  it('reads a row id as a number and refuses what cannot be one with the route message', () => {
    const pipe = new ParseIdPipe('Article not found');
    expect(pipe.transform('42')).toBe(42);
    expect(pipe.transform(7)).toBe(7);
    for (const bad of ['0', '-1', '0x1', '1e0', ' 1', '2147483648', 'abc']) {
      const error = refusal(() => pipe.transform(bad));
      expect(error.getStatus()).toBe(404);
      expect(error.message).toBe('Article not found');
    }
  });

  it('passes uuids through and refuses anything else as not found', () => {
    const pipe = ParseIdPipe.uuid('User not found');
    const id = '3f0c1c9e-8a51-4d2b-9c3e-2b7d5f1a6e90';
    expect(pipe.transform(id)).toBe(id);
    for (const bad of ['42', `${id}x`, '3f0c1c9e-8a51-0d2b-9c3e-2b7d5f1a6e90']) {
      expect(refusal(() => pipe.transform(bad)).message).toBe('User not found');
    }
    expect(refusal(() => ParseIdPipe.uuid().transform('nope')).message).toBe(UUID_EXPECTED);
  });

  it('checks a provider id against its pattern', () => {
    const pipe = new ParseIdPipe('Payment not found', /^pi_[A-Za-z0-9_]{1,200}$/);
    expect(pipe.transform('pi_123')).toBe('pi_123');
    expect(refusal(() => pipe.transform('ch_123')).message).toBe('Payment not found');
  });
});
