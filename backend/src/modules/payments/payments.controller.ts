import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  ApiBadGatewayResponse,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentUser, RequiresFeature, RestrictableFeature, Roles } from '../../common/auth/auth.decorators.js';
import { WriteRateLimit } from '../../common/throttling/rate-limits.js';
import { UserRole } from '../users/user-role.js';
import type { SessionUser } from '../../common/auth/session-user.js';
import { CreatePaymentIntentDto, PaymentIntentCreatedDto } from './dto/create-payment-intent.dto.js';
import { PaymentDto, PaymentsConfigDto } from './dto/payment.dto.js';
import { SalesReportDto, SalesReportQuery } from './dto/sales-report.dto.js';
import { PaymentIntentsService } from './payment-intents.service.js';
import { PaymentsErrors } from './payments.errors.js';
import { SalesReportsService } from './sales-reports.service.js';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe.js';
import { Idempotent } from '../../common/idempotency/idempotent.decorator.js';

/** A PaymentIntent id (pi_...); anything else is simply not found. */
const paymentIntentIdPipe = new ParseIdPipe(PaymentsErrors.paymentNotFound, /^pi_[A-Za-z0-9_]{1,200}$/);

@ApiTags('payments')
@Controller()
export class PaymentsController {
  constructor(
    private readonly intents: PaymentIntentsService,
    private readonly sales: SalesReportsService,
  ) {}

  @Get('payments/config')
  @ApiOperation({
    operationId: 'getPaymentsConfig',
    summary: 'Whether card payments are configured, and the Stripe.js script and publishable key to use',
  })
  @ApiOkResponse({ type: PaymentsConfigDto })
  config(): PaymentsConfigDto {
    return this.intents.config();
  }

  @Post('create-payment-intent')
  @Idempotent()
  @HttpCode(200)
  @RequiresFeature(RestrictableFeature.Store)
  @WriteRateLimit()
  @ApiOperation({
    operationId: 'createPaymentIntent',
    summary: 'Starts a card payment for a points pack or donate package',
    description:
      'Accepts the Donate shape {amount, packageType, pointsAwarded} or the Store shape {amount, type: "points", points, packageName}. ' +
      'The price and points come from the catalogue: a body whose amount or points differ is refused (400). ' +
      'Points are credited only when Stripe confirms the payment through the webhook.',
  })
  @ApiOkResponse({ type: PaymentIntentCreatedDto })
  @ApiServiceUnavailableResponse({ description: PaymentsErrors.notConfigured })
  @ApiBadGatewayResponse({ description: PaymentsErrors.providerUnavailable })
  create(@CurrentUser() user: SessionUser, @Body() body: CreatePaymentIntentDto): Promise<PaymentIntentCreatedDto> {
    return this.intents.create(user, body);
  }

  @Get('payments/:paymentIntentId')
  @RequiresFeature(RestrictableFeature.Store)
  @ApiOperation({ operationId: 'getMyPayment', summary: 'One of your payments, by its PaymentIntent id' })
  @ApiOkResponse({ type: PaymentDto })
  findOwn(
    @CurrentUser() user: SessionUser,
    @Param('paymentIntentId', paymentIntentIdPipe) paymentIntentId: string,
  ): Promise<PaymentDto> {
    return this.intents.findOwn(user, paymentIntentId);
  }

  @Get('admin/store/sales')
  @Roles(UserRole.Admin)
  @ApiOperation({ operationId: 'getSalesReport', summary: 'Sales and refunds by day and by package' })
  @ApiOkResponse({ type: SalesReportDto })
  salesReport(@Query() query: SalesReportQuery): Promise<SalesReportDto> {
    return this.sales.report(query.days);
  }
}
