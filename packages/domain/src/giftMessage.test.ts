import { describe, expect, it } from 'vitest';
import {
  giftMessageIssue,
  giftMessageIssues,
  giftMessageOfForm,
  limitGiftMessageField,
  parseStoredGiftMessage,
} from './giftMessage';

describe('gift message form', () => {
  it('S-273 keeps 40 characters of the sender and 180 of the message, and says when typing went past', () => {
    expect(limitGiftMessageField('fromName', 'a'.repeat(40))).toEqual({
      value: 'a'.repeat(40),
      isOverLimit: false,
    });
    expect(limitGiftMessageField('fromName', 'a'.repeat(41))).toEqual({
      value: 'a'.repeat(40),
      isOverLimit: true,
    });
    expect(limitGiftMessageField('message', 'b'.repeat(180)).isOverLimit).toBe(false);
    expect(limitGiftMessageField('message', 'b'.repeat(181))).toEqual({
      value: 'b'.repeat(180),
      isOverLimit: true,
    });
  });

  it('S-275 takes only text as the sender, and asks for a field only when the form is mandatory', () => {
    expect(giftMessageIssue('fromName', 'Anne-Marie d’Arc')).toBeNull();
    expect(giftMessageIssue('fromName', 'R2D2')).toBe('TEXT_ONLY');
    expect(giftMessageIssue('message', 'Bon anniversaire 2027 !')).toBeNull();
    expect(giftMessageIssue('fromName', '  ')).toBeNull();
    expect(giftMessageIssue('fromName', '  ', { isRequired: true })).toBe('MANDATORY');
  });

  it('S-272 an empty optional form has no issue', () => {
    expect(giftMessageIssues({ fromName: '', message: '' })).toEqual({});
    expect(giftMessageIssues({ fromName: '', message: '' }, { isRequired: true })).toEqual({
      fromName: 'MANDATORY',
      message: 'MANDATORY',
    });
    expect(giftMessageIssues({ fromName: 'Léa 1', message: 'x' })).toEqual({ fromName: 'TEXT_ONLY' });
  });

  it('S-278 reads a stored form back, refusing what is not one and holding it to the limits', () => {
    expect(parseStoredGiftMessage({ fromName: 'Léa', message: 'Hi' })).toEqual({
      fromName: 'Léa',
      message: 'Hi',
    });
    expect(parseStoredGiftMessage({ fromName: 3, message: 'Hi' })).toBeUndefined();
    expect(parseStoredGiftMessage('Léa')).toBeUndefined();
    expect(parseStoredGiftMessage(null)).toBeUndefined();
    expect(parseStoredGiftMessage({ fromName: 'a'.repeat(50), message: '' })?.fromName).toHaveLength(40);
  });

  it('sends empty fields as null, trimmed', () => {
    expect(giftMessageOfForm({ fromName: ' Léa ', message: '  ' })).toEqual({
      fromName: 'Léa',
      message: null,
    });
  });
});
