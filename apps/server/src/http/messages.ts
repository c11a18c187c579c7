/**
 * Server messages in both languages. Chinese texts that the product spec quotes are kept exactly.
 * `{name}` placeholders are filled by `t()`.
 */
export type Lang = 'zh' | 'en';

export const messages = {
  ok: { zh: '成功', en: 'OK' },
  sent: { zh: '发送成功', en: 'Sent' },
  added: { zh: '添加成功', en: 'Added' },
  modified: { zh: '修改成功', en: 'Modified' },
  saved: { zh: '保存成功', en: 'Saved' },
  deleted: { zh: '删除成功', en: 'Deleted' },
  submitted: { zh: '提交成功', en: 'Submitted' },
  login_success: { zh: '登录成功', en: 'Login success' },
  reg_success: { zh: '注册成功', en: 'Registration success' },
  logout_success: { zh: '已退出登录', en: 'Logged out' },
  followed: { zh: '关注成功', en: 'Followed' },
  unfollowed: { zh: '已取消关注', en: 'Unfollowed' },
  subscribed: { zh: '订阅成功', en: 'Subscribed' },
  unsubscribed: { zh: '已取消订阅', en: 'Unsubscribed' },
  uploaded: { zh: '上传成功', en: 'Uploaded' },
  imported: { zh: '导入成功：新增 {inserted} 条，替换 {replaced} 条', en: 'Imported: {inserted} added, {replaced} replaced' },
  code_sent: { zh: '验证码已发送', en: 'Verification code sent' },
  password_changed: { zh: '密码修改成功', en: 'Password changed' },

  // validation: named fields
  field_required: { zh: '请填写{field}', en: '{field} is required' },
  field_type: { zh: '{field}格式不正确', en: '{field} has the wrong type' },
  field_too_long: { zh: '{field}不能超过{limit}个字符', en: '{field} must be at most {limit} characters' },
  field_too_short: { zh: '{field}至少需要{limit}个字符', en: '{field} must be at least {limit} characters' },
  field_format: { zh: '{field}格式不正确', en: '{field} is not in the right format' },
  field_enum: { zh: '{field}的取值无效', en: '{field} must be one of: {allowed}' },
  field_range: { zh: '{field}超出允许范围', en: '{field} is out of range' },
  conflict: { zh: '内容已被修改，请刷新后重试', en: 'This was changed at the same time; refresh and try again' },
  body_empty: { zh: '请求内容不能为空', en: 'The request body is empty' },
  body_format: { zh: '请求内容格式不正确', en: 'The request body must be a JSON object' },
  body_invalid_json: { zh: '请求内容不是有效的 JSON', en: 'The request body is not valid JSON' },
  body_too_large: { zh: '请求内容过大', en: 'The request body is too large' },
  unsupported_type: { zh: '不支持的内容类型', en: 'Unsupported content type' },
  nothing_to_change: { zh: '没有需要修改的内容', en: 'Nothing to change' },

  // spec section 5
  username_required: { zh: '请输入用户名', en: 'Username is required' },
  username_format: { zh: '用户名为3-32位字母、数字或下划线', en: 'Username must be 3–32 letters, digits or underscores' },
  username_taken: { zh: '用户名已被占用', en: 'Username already taken' },
  account_not_exist: { zh: '账号不存在', en: 'Account does not exist' },
  nickname_required: { zh: '请输入昵称', en: 'Nickname is required' },
  email_required: { zh: '请输入邮箱', en: 'Email is required' },
  email_format: { zh: '邮箱格式不正确', en: 'Email format is wrong' },
  email_taken: { zh: '该邮箱已被注册', en: 'This email is already registered' },
  mobile_required: { zh: '请输入手机号', en: 'Mobile number is required' },
  mobile_format: { zh: '手机号格式不正确', en: 'Mobile number format is wrong' },
  mobile_taken: { zh: '该手机号已被注册', en: 'This mobile number is already registered' },
  password_required: { zh: '请输入密码', en: 'Password is required' },
  password_incorrect: { zh: '密码错误', en: 'Password incorrect' },
  password_rule: { zh: '密码至少8位，由数字或字母组成', en: 'Password must be at least 8 characters of digits or letters' },
  old_password_required: { zh: '请输入原密码', en: 'Current password is required' },
  code_required: { zh: '请输入验证码', en: 'Verification code is required' },
  code_format: { zh: '验证码格式不正确', en: 'Verification code format is wrong' },
  code_wrong: { zh: '验证码错误', en: 'Verification code is wrong' },
  code_expired: { zh: '验证码已过期，请重新获取', en: 'Verification code has expired, request a new one' },
  code_too_soon: { zh: '发送过于频繁，请{seconds}秒后再试', en: 'Too frequent, try again in {seconds} s' },
  code_too_many: { zh: '验证码发送次数过多，请稍后再试', en: 'Too many codes requested, try again later' },
  content_empty: { zh: '内容不能为空', en: 'Content cannot be empty' },
  agree_required: { zh: '请先阅读并同意用户协议', en: 'You must agree to the agreement before submitting' },
  account_password_incorrect: { zh: '账号或密码错误', en: 'Account and password are incorrect.' },
  too_many_attempts: { zh: '尝试次数过多，请稍后再试', en: 'Too many attempts, try again later' },
  too_many_requests: { zh: '请求过于频繁，请稍后再试', en: 'Too many requests, try again later' },

  // sessions and signing
  login_required: { zh: '请先登录', en: 'Please log in first' },
  session_invalid: { zh: '登录失败，无法获取用户信息', en: 'Login failed, unable to get user details.' },
  session_elsewhere: {
    zh: '您的账号已在其他地方登录或已修改密码，请重新登录',
    en: 'You were signed out because your account signed in elsewhere or its password changed',
  },
  session_expired: { zh: '登录已过期，请重新登录', en: 'Your session has expired, please log in again' },
  user_info_empty: { zh: '验证失败，请重新登录.', en: 'Verification failed, please log in again.' },
  api_token_invalid: { zh: '接口签名无效', en: 'The api-token is missing or wrong' },
  timestamp_invalid: { zh: '请求时间戳无效或已过期', en: 'The timestamp is missing or outside the allowed window' },
  remember_key_invalid: { zh: '自动登录已失效，请重新登录', en: 'Automatic login has expired, please log in again' },
  wechat_off: { zh: '微信登录未开通', en: 'WeChat login is not enabled on this site' },
  shopkeeper_only: { zh: '该账号不是店主账号', en: 'This account is not a shop keeper account' },

  // permissions and lookups
  forbidden: { zh: '没有权限执行此操作', en: 'You are not allowed to do this' },
  not_found: { zh: '内容不存在', en: 'Not found' },
  user_not_found: { zh: '用户不存在', en: 'User not found' },
  column_not_found: { zh: '专栏不存在', en: 'Column not found' },
  competition_not_found: { zh: '赛事不存在', en: 'Competition not found' },
  guest_not_found: { zh: '嘉宾不存在', en: 'Guest not found' },
  page_not_found: { zh: '页面不存在', en: 'Page not found' },
  article_not_found: { zh: '文章不存在', en: 'Article not found' },
  events_not_found: { zh: '活动不存在', en: 'Event not found' },
  sponsor_not_found: { zh: '赞助商不存在', en: 'Sponsor not found' },
  agenda_not_found: { zh: '没有符合条件的日程', en: 'No sessions match' },
  report_not_found: { zh: '报道不存在', en: 'Report not found' },
  comment_not_found: { zh: '评论不存在', en: 'Comment not found' },
  quote_code_not_found: { zh: '指标不存在', en: 'Quote code not found' },
  quote_data_not_found: { zh: '报价数据不存在', en: 'Price not found' },
  notification_not_found: { zh: '通知不存在', en: 'Notification not found' },
  quote_data_exists: { zh: '该指标在这一天已有报价', en: 'This quote code already has a price on that date' },
  cannot_follow_self: { zh: '不能关注自己', en: 'You cannot follow yourself' },
  cannot_message_self: { zh: '不能给自己发私信', en: 'You cannot send a message to yourself' },
  route_not_found: { zh: '接口不存在', en: 'No such API call' },
  server_error: { zh: '服务器开小差了，请稍后再试', en: 'Something went wrong on our side, please try again' },

  // uploads (spec section 5)
  upload_image_only: { zh: '上传文件只能是图片格式!', en: 'Only image files can be uploaded!' },
  upload_too_large: { zh: '上传文件大小不能超过 1MB!', en: 'The file must not be larger than 1MB!' },
  upload_too_many: { zh: '最多允许上传3个文件', en: 'At most 3 files can be uploaded' },
  upload_one_only: { zh: '最多上传一张', en: 'Only one picture can be uploaded' },
  upload_missing: { zh: '请选择要上传的图片', en: 'Choose a picture to upload' },
  upload_empty: { zh: '上传的文件是空的', en: 'The uploaded file is empty' },

  // CSV import
  import_empty: { zh: 'CSV 文件中没有数据', en: 'The CSV file holds no rows' },
  import_too_many: { zh: 'CSV 文件最多 {max} 行', en: 'The CSV file may hold at most {max} rows' },
  import_header: { zh: 'CSV 表头需要包含 {columns}', en: 'The CSV header must contain {columns}' },
  import_failed: { zh: '导入失败：{count} 行有错误，未写入任何数据', en: 'Import failed: {count} rows have errors; nothing was written' },
  import_row_code: { zh: '指标不存在', en: 'Unknown quote code' },
  import_row_date: { zh: '日期需为 YYYY-MM-DD', en: 'Date must be YYYY-MM-DD' },
  import_row_price: { zh: '价格需为大于 0 的数字，最多两位小数', en: 'Price must be a number above 0 with at most two decimals' },
  import_row_duplicate: { zh: '与第 {row} 行重复', en: 'Duplicates line {row}' },
  import_parse: { zh: 'CSV 格式错误：{detail}', en: 'CSV format error: {detail}' },

  // notifications
  notify_message_title: { zh: '{nickname} 给你发了一条私信', en: '{nickname} sent you a message' },
  notify_follow_title: { zh: '{nickname} 关注了你', en: '{nickname} followed you' },
  notify_article_pass_title: { zh: '你的文章已通过审核', en: 'Your article was approved' },
  notify_article_nopass_title: { zh: '你的文章未通过审核', en: 'Your article was not approved' },

  // domain: article
  article_submitted: { zh: '已提交审核', en: 'Sent for review' },
  article_published: { zh: '发布成功', en: 'Published' },
  article_unpublished: { zh: '已取消发布', en: 'Unpublished' },
  article_approved: { zh: '已通过审核', en: 'Approved' },
  article_rejected: { zh: '已驳回', en: 'Rejected' },
  article_pinned: { zh: '已置顶', en: 'Pinned' },
  article_unpinned: { zh: '已取消置顶', en: 'Unpinned' },
  article_not_approved: { zh: '文章未通过审核，不能发布', en: 'Only an approved article can be published' },
  article_not_pending: { zh: '这篇文章没有等待审核的内容', en: 'Nothing of this article is waiting for review' },
  article_reason_required: { zh: '请填写驳回原因', en: 'Give a reason for the rejection' },
  article_not_in_your_columns: { zh: '你的专栏中没有这篇文章', en: 'No such article in your columns' },
  article_column_not_yours: { zh: '只能发布到自己的专栏', en: 'Choose one of your own columns' },
  special_not_found: { zh: '专题不存在', en: 'Special topic not found' },
  special_article_unavailable: {
    zh: '只能加入已发布的文章：{ids} 不可用',
    en: 'Only published articles can be added: {ids} cannot',
  },

  // domain: document (research reports)
  document_not_found: { zh: '报告不存在', en: 'Report not found' },
  document_pdf_only: { zh: '请上传 PDF 文件', en: 'Upload a PDF file' },
  document_too_large: { zh: '文件不能超过 30 MB', en: 'The file must not be larger than 30 MB' },
  document_missing: { zh: '请选择要上传的 PDF 文件', en: 'Choose a PDF file to upload' },
  document_one_file: { zh: '一次只能上传一个文件', en: 'Upload one file at a time' },
  document_file_unknown: { zh: '请先上传报告的 PDF 文件', en: 'Upload the report’s PDF first' },
  document_link_invalid: { zh: '下载链接已失效，请重新下载', en: 'This download link has expired; download again' },
  document_published: { zh: '已发布', en: 'Published' },
  document_unpublished: { zh: '已取消发布', en: 'Unpublished' },

  // domain: media (live streams)
  broadcast_not_found: { zh: '直播不存在', en: 'Live stream not found' },
  broadcast_started: { zh: '直播已开始，无需预约', en: 'This live stream has already started' },
  broadcast_reminder_on: { zh: '预约成功，开播时会通知你', en: 'Reminder set: we will notify you when it starts' },
  broadcast_reminder_off: { zh: '已取消预约', en: 'Reminder cancelled' },
  broadcast_shown: { zh: '已公开', en: 'Shown to the public' },
  broadcast_hidden: { zh: '已隐藏', en: 'Hidden from the public' },
  broadcast_end_before_start: { zh: '结束时间应晚于开始时间', en: 'The end must come after the start' },
  broadcast_address_format: {
    zh: '请填写本站路径或 https 开头的完整地址',
    en: 'Give a path of this site or a full address starting with https',
  },
  broadcast_media_origin: {
    zh: '不允许从 {origin} 播放：请由管理员将其加入 MEDIA_ORIGINS',
    en: 'Playing from {origin} is not allowed: an administrator must add it to MEDIA_ORIGINS',
  },
  broadcast_embed_origin: {
    zh: '不允许嵌入 {origin} 的页面：请由管理员将其加入 EMBED_ORIGINS',
    en: 'Pages of {origin} cannot be embedded: an administrator must add it to EMBED_ORIGINS',
  },
  broadcast_hls_only: { zh: 'HLS 直播地址应以 .m3u8 结尾', en: 'An HLS address ends in .m3u8' },
  broadcast_file_only: { zh: '视频文件地址应以 .mp4、.m4v 或 .webm 结尾', en: 'A video file address ends in .mp4, .m4v or .webm' },
  broadcast_replay_only: {
    zh: '回放地址应为 .m3u8 播放列表或 .mp4、.m4v、.webm 文件',
    en: 'A replay is an .m3u8 playlist or an .mp4, .m4v or .webm file',
  },
  video_not_found: { zh: '视频不存在', en: 'Video not found' },
  series_not_found: { zh: '系列不存在', en: 'Series not found' },
  series_entry_not_found: { zh: '这个系列中没有该内容', en: 'That is not part of this series' },
  series_entry_twice: { zh: '同一内容只能加入一次', en: 'Each video or article can be in a series once' },
  series_entry_unavailable: {
    zh: '只能加入视频和已发布的文章：{entries} 不可用',
    en: 'Only videos and published articles can be added: {entries} cannot',
  },
  notify_live_start_title: { zh: '你预约的直播开始了', en: 'A live stream you asked about has started' },

  // domain: auth (add new auth/user keys below this line)
  wechat_failed: { zh: '微信登录失败，请重试', en: 'WeChat login failed, please try again' },
  picture_own_only: { zh: '请使用本站上传的图片', en: 'Use a picture uploaded to this site' },

  // domain: social (add new social/column keys below this line)
  column_apply_waiting: {
    zh: '你已有一份申请在审核中，请等待结果或先撤回',
    en: 'An application of yours is already under review; wait for the decision or withdraw it first',
  },
  column_apply_sent: { zh: '申请已提交，请等待审核', en: 'Application sent; we will let you know' },
  column_apply_withdrawn: { zh: '申请已撤回', en: 'Application withdrawn' },
  column_apply_not_found: { zh: '申请不存在', en: 'Application not found' },
  column_apply_not_waiting: { zh: '这份申请已不在审核中', en: 'This application is no longer waiting for a decision' },
  column_name_taken: { zh: '已有同名专栏，请换一个名称', en: 'A column already has this name; choose another' },
  column_apply_approved: { zh: '已通过，专栏已创建', en: 'Approved; the column is created' },
  column_apply_rejected: { zh: '已驳回', en: 'Rejected' },
  notify_column_pass_title: { zh: '你的专栏申请已通过', en: 'Your column application was approved' },
  notify_column_nopass_title: { zh: '你的专栏申请未通过', en: 'Your column application was not approved' },

  // domain: quotes (add new quote/offer/competition/guest keys below this line)

  // domain: upload (add new upload keys below this line)
  upload_malformed: { zh: '上传内容格式不正确', en: 'The upload is malformed' },

  // domain: account (invoice titles and shipping addresses)
  default_set: { zh: '已设为默认', en: 'Set as default' },
  invoice_title_not_found: { zh: '发票抬头不存在', en: 'Invoice title not found' },
  invoice_title_limit: {
    zh: '最多保存 {max} 个发票抬头，请先删除不用的',
    en: 'You can keep at most {max} invoice titles; delete one first',
  },
  tax_number_required: { zh: '单位抬头请填写税号', en: 'A company title needs its tax number' },
  tax_number_format: {
    zh: '税号格式不正确，应为 18 位数字或大写字母（不含 I、O、S、V、Z）',
    en: 'The tax number must be 18 digits or capital letters (no I, O, S, V or Z)',
  },
  company_field_only: { zh: '个人抬头无需填写{field}', en: '{field} is for company titles only' },
  address_not_found: { zh: '收货地址不存在', en: 'Address not found' },
  address_limit: { zh: '最多保存 {max} 个收货地址，请先删除不用的', en: 'You can keep at most {max} addresses; delete one first' },
  zip_format: { zh: '邮编应为 6 位数字', en: 'The postcode must be 6 digits' },

  // domain: commerce (registration, coupons, tickets, orders, check-in, lottery)
  reg_submitted: { zh: '报名成功', en: 'Registration submitted' },
  registration_closed: { zh: '本届活动报名已截止', en: 'Registration for this edition is closed' },
  already_registered: { zh: '{email} 已报名本届活动', en: '{email} is already registered for this edition' },
  duplicate_delegate_email: { zh: '参会人邮箱 {email} 重复', en: 'The email {email} is given for two delegates' },
  mobile_or_tel_required: { zh: '请填写手机号或电话', en: 'Give a mobile number or a telephone number' },
  coupon_not_found: { zh: '优惠码不存在', en: 'No such coupon code' },
  coupon_expired: { zh: '优惠码不在有效期内', en: 'This coupon code is not valid at this time' },
  coupon_used_up: { zh: '优惠码已被用完', en: 'This coupon code has been used up' },
  ticket_not_found: { zh: '票种不存在', en: 'Ticket type not found' },
  ticket_closed: { zh: '报名已截止', en: 'Registration closed' },
  ticket_sold_out: { zh: '已满额', en: 'Fully booked' },
  ticket_coming_soon: { zh: '即将开售', en: 'Coming soon' },
  not_enough_seats: { zh: '余票不足，仅剩 {remaining} 张', en: 'Only {remaining} tickets are left' },
  over_per_order: { zh: '每单最多购买 {max} 张', en: 'At most {max} tickets per order' },
  registration_required: { zh: '请先报名本届活动，再购票', en: 'Register for this edition before buying tickets' },
  delegates_short: {
    zh: '已报名且未购票的参会人只有 {count} 位，请先为其他参会人报名',
    en: 'Only {count} of your registered delegates have no ticket yet; register the others first',
  },
  order_not_found: { zh: '订单不存在', en: 'Order not found' },
  order_not_pending: { zh: '订单不是待支付状态', en: 'This order is not awaiting payment' },
  order_expired: { zh: '订单已超时取消，请重新下单', en: 'This order timed out and was cancelled; place a new one' },
  order_not_offline: { zh: '该订单不是待确认的线下转账', en: 'This order is not awaiting a bank transfer' },
  order_not_paid: { zh: '订单未支付，无法退款', en: 'Only a paid order can be refunded' },
  order_checked_in: { zh: '已有门票签到，无法退款', en: 'A ticket of this order was checked in; it cannot be refunded' },
  provider_off: { zh: '暂不支持该支付方式', en: 'This way of paying is not available' },
  order_placed: { zh: '下单成功', en: 'Order placed' },
  order_paid: { zh: '支付成功', en: 'Payment successful' },
  order_awaiting_transfer: { zh: '请按提示完成转账，到账确认后出票', en: 'Make the transfer; tickets are issued once it arrives' },
  order_declined: { zh: '支付未成功，请重试', en: 'The payment did not go through; try again' },
  order_cancelled: { zh: '订单已取消', en: 'Order cancelled' },
  order_refunded: { zh: '已退款', en: 'Refunded' },
  code_not_found: { zh: '票码无效', en: 'No valid ticket has this code' },
  already_checked_in: { zh: '该票已于 {time} 签到，不能重复签到', en: 'This ticket was already checked in at {time}' },
  checked_in: { zh: '签到成功', en: 'Checked in' },
  not_staff: { zh: '您不是本届活动的签到工作人员', en: 'Not allowed: you are not check-in staff for this edition' },
  share_not_found: { zh: '该用户未持有本届活动的门票', en: 'This member holds no ticket for this edition' },
  draw_not_enough: {
    zh: '可抽奖人数只有 {count} 人，少于中奖人数',
    en: 'Only {count} checked-in attendees can still win, fewer than the winners asked for',
  },
  drawn: { zh: '抽奖完成', en: 'Drawn' },
} as const satisfies Record<string, Record<Lang, string>>;

export type MessageKey = keyof typeof messages;

/** Field names as users read them. */
export const fieldNames: Record<string, Record<Lang, string>> = {
  username: { zh: '用户名', en: 'Username' },
  password: { zh: '密码', en: 'Password' },
  old_password: { zh: '原密码', en: 'Current password' },
  nickname: { zh: '昵称', en: 'Nickname' },
  email: { zh: '邮箱', en: 'Email' },
  tel: { zh: '手机号', en: 'Mobile number' },
  phone: { zh: '手机号', en: 'Mobile number' },
  country_code: { zh: '国家区号', en: 'Country code' },
  code: { zh: '验证码', en: 'Verification code' },
  content: { zh: '内容', en: 'Content' },
  receive_uid: { zh: '收信人', en: 'Receiver' },
  follow_uid: { zh: '关注对象', en: 'User to follow' },
  column_id: { zh: '专栏', en: 'Column' },
  title: { zh: '标题', en: 'Title' },
  en_title: { zh: '英文标题', en: 'English title' },
  summary: { zh: '摘要', en: 'Summary' },
  en_summary: { zh: '英文摘要', en: 'English summary' },
  banner: { zh: '横幅图片', en: 'Banner' },
  status: { zh: '状态', en: 'Status' },
  article_ids: { zh: '文章', en: 'Articles' },
  quote_code_id: { zh: '指标', en: 'Quote code' },
  price: { zh: '价格', en: 'Price' },
  date: { zh: '日期', en: 'Date' },
  avatar: { zh: '头像', en: 'Avatar' },
  bg_url: { zh: '封面', en: 'Cover' },
  website: { zh: '网站', en: 'Website' },
  description: { zh: '一句话介绍', en: 'One-line description' },
  company: { zh: '公司', en: 'Company' },
  position: { zh: '职位', en: 'Position' },
  city: { zh: '城市', en: 'City' },
  gender: { zh: '性别', en: 'Gender' },
  type: { zh: '类型', en: 'Type' },
  page: { zh: '页码', en: 'Page' },
  rows: { zh: '每页条数', en: 'Rows per page' },
  id: { zh: 'ID', en: 'ID' },
  uid: { zh: '用户', en: 'User' },
  agree: { zh: '用户协议', en: 'Agreement' },
  csv: { zh: 'CSV 内容', en: 'CSV content' },
  title_type: { zh: '抬头类型', en: 'Title type' },
  title_name: { zh: '抬头名称', en: 'Title name' },
  tax_number: { zh: '税号', en: 'Tax number' },
  reg_address: { zh: '注册地址', en: 'Registered address' },
  reg_phone: { zh: '注册电话', en: 'Registered phone' },
  bank_name: { zh: '开户银行', en: 'Bank' },
  bank_account: { zh: '银行账号', en: 'Bank account' },
  is_default: { zh: '默认', en: 'Default' },
  realname: { zh: '收货人', en: 'Recipient' },
  street: { zh: '详细地址', en: 'Address' },
  zip: { zh: '邮编', en: 'Postcode' },
  events_id: { zh: '活动', en: 'Edition' },
  name: { zh: '姓名', en: 'Name' },
  mobile: { zh: '手机号', en: 'Mobile' },
  coupon_code: { zh: '优惠码', en: 'Coupon code' },
  delegates: { zh: '参会人', en: 'Delegates' },
  quantity: { zh: '购买数量', en: 'Quantity' },
  order_no: { zh: '订单号', en: 'Order number' },
  provider: { zh: '支付方式', en: 'Payment method' },
  ticket_code: { zh: '票码', en: 'Ticket code' },
  prize: { zh: '奖项', en: 'Prize' },
  en_prize: { zh: '奖项英文名称', en: 'Prize in English' },
  winners: { zh: '中奖人数', en: 'Number of winners' },
  column_name: { zh: '专栏名称', en: 'Column name' },
  column_en_name: { zh: '专栏英文名称', en: 'Column name in English' },
  en_content: { zh: '英文介绍', en: 'Introduction in English' },
  samples: { zh: '作品示例', en: 'Writing samples' },
  contact: { zh: '联系方式', en: 'Contact' },
  pic: { zh: '头图', en: 'Banner picture' },
  reason: { zh: '原因', en: 'Reason' },
  file: { zh: '文件', en: 'File' },
  source: { zh: '来源', en: 'Source' },
  en_source: { zh: '英文来源', en: 'Source in English' },
  cover: { zh: '封面', en: 'Cover' },
  start_time: { zh: '开始时间', en: 'Start' },
  end_time: { zh: '结束时间', en: 'End' },
  host: { zh: '主办方', en: 'Host' },
  en_host: { zh: '英文主办方', en: 'Host in English' },
  source_type: { zh: '直播来源', en: 'Source' },
  source_url: { zh: '直播地址', en: 'Stream address' },
  replay_url: { zh: '回放地址', en: 'Replay address' },
  speakers: { zh: '嘉宾', en: 'Speakers' },
  entries: { zh: '系列内容', en: 'Entries' },
  duration: { zh: '时长', en: 'Length' },
  is_public: { zh: '公开', en: 'Public' },
  tags: { zh: '主题', en: 'Topics' },
  file_name: { zh: '文件名', en: 'File name' },
};

export function t(lang: Lang, key: MessageKey, params: Record<string, string | number> = {}): string {
  const text: string = messages[key][lang];
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

export function fieldLabel(lang: Lang, field: string): string {
  // An item of a list, e.g. delegates[1].email → "参会人 2 邮箱" / "Delegates 2: Email".
  const item = /^(\w+)\[(\d+)\]\.(\w+)$/.exec(field);
  if (item) {
    const [, list = '', index = '0', name = ''] = item;
    const n = Number(index) + 1;
    return lang === 'zh'
      ? `${fieldLabel(lang, list)} ${n} ${fieldLabel(lang, name)}`
      : `${fieldLabel(lang, list)} ${n}: ${fieldLabel(lang, name)}`;
  }
  return fieldNames[field]?.[lang] ?? field;
}

export function langOf(header: unknown): Lang {
  return typeof header === 'string' && header.toLowerCase().startsWith('en') ? 'en' : 'zh';
}
