import { ApiError, TransportError } from '@spw/api';
import { describe, expect, it } from 'vitest';
import { fieldErrorOf, isNotFound, retryUnlessNotFound } from './api-errors.ts';
import { complaintOf } from './form-complaint.ts';

const notFound = new ApiError(40004, '文章不存在', null, '/article/get');
const bad = new ApiError(40001, '请填写标题', { field: 'title' }, '/article/add');

describe('the pages’ reading of API errors', () => {
  it('does not ask again for a thing that is not there, and asks twice after other failures', () => {
    expect(isNotFound(notFound)).toBe(true);
    expect(isNotFound(bad)).toBe(false);
    expect(retryUnlessNotFound(0, notFound)).toBe(false);
    const offline = new TransportError('Network error', '/article/get');
    expect([0, 1, 2].map((count) => retryUnlessNotFound(count, offline))).toEqual([true, true, false]);
  });

  it('puts the server’s message at the form’s field it names, and nowhere for other fields or failures', () => {
    expect(fieldErrorOf(bad, ['title', 'summary'] as const)).toEqual({ title: '请填写标题' });
    expect(fieldErrorOf(bad, ['summary'] as const)).toEqual({});
    expect(fieldErrorOf(notFound, ['title'] as const)).toEqual({});
    expect(fieldErrorOf(new Error('x'), ['title'] as const)).toEqual({});
  });

  it('names a complaint by its field, a list row as the forms read it, or gives it to the whole form', () => {
    expect(complaintOf(bad)).toEqual({ fieldErrors: { title: '请填写标题' } });
    const column = new ApiError(40001, '请填写数据列 3 列名', { field: 'columns.2.name' }, '/dataSet/add');
    expect(complaintOf(column)).toEqual({ fieldErrors: { 'columns[2].name': '请填写数据列 3 列名' } });
    expect(complaintOf(notFound)).toEqual({ serverError: '文章不存在' });
    expect(complaintOf(new Error('x'))).toEqual({});
  });
});
