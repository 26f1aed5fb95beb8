Pod::Spec.new do |s|
  s.ios.deployment_target = '16.0'
end
