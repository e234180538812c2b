import { InvalidArgumentError } from 'commander';

/**
 * An option's parser for a name kept as text (an actor, a tracking number): trimmed, 1 to `max` characters, none
 * of them control characters.
 */
export const plainText =
  (max: number) =>
  (value: string): string => {
    const text = value.trim();
    if (text.length < 1 || text.length > max || /\p{Cc}/u.test(text)) {
      throw new InvalidArgumentError(`must be 1 to ${max} characters, none of them control characters`);
    }
    return text;
  };
