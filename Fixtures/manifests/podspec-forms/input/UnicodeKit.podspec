Pod::Spec.new do |s|
  s.name         = 'ÜnïcodeKit' # 🚀
  s.version      = '2.4.0'
  s.summary      = 'Text views with a "deployment_target" of their own.'
  s.ios.deployment_target = '15.0'
  s.osx.deployment_target = "10.15"
  s.tvos.deployment_target = '17.0'
  s.platform     = :ios, '14.0'
  s.platforms    = { :ios => '15.0', :tvos => '17.0', :watchos => nil }
  # s.ios.deployment_target = '12.0'
  s.source_files = 'Sources/**/*.swift'
end
