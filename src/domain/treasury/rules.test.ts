import { expect, it } from 'vitest';
import { detailProblem, issuesFrom, usesAllowed } from './rules.js';
import { TREASURY_MESSAGES as M } from './types.js';

const policy = { currency: 'INR', discountType: 'cashback', discount: 10, minimumSaleAmount: 100 } as const;

it('asks for the policy once the policy flag is on', () => {
  expect(detailProblem({ couponPolicyFlag: true })).toBe(M.policyIncomplete);
  expect(detailProblem({ couponPolicyFlag: true, couponPolicy: null })).toBe(M.policyIncomplete);
  expect(detailProblem({ couponPolicyFlag: true, couponPolicy: policy })).toBeNull();
  expect(detailProblem({ couponPolicyFlag: false, couponPolicy: policy })).toBeNull();
});

it('takes a proximity code only with the proximity flag', () => {
  expect(detailProblem({ proximityCode: 'GATE1' })).toBe(M.proximityCode);
  expect(detailProblem({ proximityCode: 'GATE1', proximityFlag: true })).toBeNull();
  expect(detailProblem({ proximityCode: '' })).toBeNull();
});

it('single use allows one use; multiple use needs two or more', () => {
  expect(usesAllowed('single', 5)).toBe(1);
  expect(usesAllowed('multiple', 5)).toBe(5);
  expect(detailProblem({ usagetype: 'multiple', usageLimit: 1 })).toBe(M.usesRequired);
  expect(detailProblem({ usagetype: 'multiple' })).toBe(M.usesRequired);
  expect(detailProblem({ usagetype: 'multiple', usageLimit: 3 })).toBeNull();
});

it('issues coupons only from Coupon configurations and tickets only from Ticket ones', () => {
  expect(['Coupon', 'Ticket', 'Mobility Ticket', null].filter((type) => issuesFrom('COUPON', { type }))).toEqual(['Coupon']);
  expect(['Coupon', 'Ticket', 'Mobility Ticket', null].filter((type) => issuesFrom('TICKET', { type }))).toEqual(['Ticket']);
});
